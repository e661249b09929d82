import { divIcon, type DivIcon } from 'leaflet';

/*
 * Marker icons built as DOM nodes, never as HTML strings: a logo address is the owner's text, and
 * Leaflet would parse a string with innerHTML. Colours and shapes are in discover-map.css.
 */

const SVG = 'http://www.w3.org/2000/svg';

function element(tag: string, className: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

/** An upward arrow (lucide's navigation-2), for a business without a logo. */
function arrow(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS(SVG, 'polygon');
  shape.setAttribute('points', '12 2 19 21 12 17 5 21 12 2');
  svg.append(shape);
  return svg;
}

const PIN = { width: 40, height: 50 };

/** A pin with the logo (or an arrow): red, or green while selected. */
export function businessIcon(logoUrl: string | null, isSelected: boolean): DivIcon {
  const pin = element('div', `discover-pin${isSelected ? ' is-selected' : ''}`);
  const head = element('div', 'discover-pin-head');
  if (logoUrl) {
    const logo = document.createElement('img');
    logo.src = logoUrl;
    logo.alt = '';
    head.append(logo);
  } else {
    head.append(arrow());
  }
  pin.append(head, element('div', 'discover-pin-tip'));
  return divIcon({
    html: pin,
    className: 'discover-marker',
    iconSize: [PIN.width, PIN.height],
    iconAnchor: [PIN.width / 2, PIN.height],
    popupAnchor: [0, -PIN.height + 4],
  });
}

/** A round badge with how many businesses it stands for; bigger for bigger groups. */
export function clusterIcon(count: number): DivIcon {
  const size = count < 10 ? 40 : count < 50 ? 48 : 56;
  const badge = element('div', 'discover-cluster');
  badge.textContent = String(count);
  // the marker's title ('N businesses here: zoom in') is then its name for screen readers
  badge.setAttribute('aria-hidden', 'true');
  return divIcon({ html: badge, className: 'discover-marker', iconSize: [size, size] });
}

/** The visitor's own position: a blue dot with a soft halo. */
export function userIcon(): DivIcon {
  return divIcon({
    html: element('div', 'discover-user'),
    className: 'discover-marker',
    iconSize: [22, 22],
    popupAnchor: [0, -10],
  });
}
