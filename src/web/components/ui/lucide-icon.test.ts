import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as circleCheck from 'lucide-react/icons/circle-check';
import * as clock from 'lucide-react/icons/clock';
import * as messageCircle from 'lucide-react/icons/message-circle';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LucideIconData } from './lucide-icon';

// each icon module exports the data its component was made from, beside the component
const ICONS = [clock, messageCircle, circleCheck] as unknown as {
  default: ComponentType<Record<string, unknown>>;
  __iconData: LucideIconData;
}[];

const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'size-4 text-muted' },
  { className: 'size-7', strokeWidth: 2 },
  { 'aria-hidden': true, className: 'size-4 animate-spin' },
  { 'aria-label': 'Done', role: 'img' },
  { size: 16, color: 'red', style: { opacity: 0.5 } },
  { width: 20, size: 32, absoluteStrokeWidth: true },
  { nonScalingStroke: true, className: 'lucide' },
  { children: createElement('title', null, 'Opening hours') },
];

describe('the lean icon factory', () => {
  it('renders the same SVG as lucide for every prop the app passes', () => {
    for (const icon of ICONS) {
      const Lean = createLucideIcon(icon.__iconData);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(createElement(Lean, props))).toBe(
          renderToStaticMarkup(createElement(icon.default, props)),
        );
      }
    }
  });

  it('hides an unlabelled icon from assistive technology and keeps a labelled one', () => {
    const Clock = createLucideIcon(ICONS[0]!.__iconData);
    expect(renderToStaticMarkup(createElement(Clock))).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(createElement(Clock, { 'aria-label': 'Time' }))).not.toContain(
      'aria-hidden',
    );
  });
});
