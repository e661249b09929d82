import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** What each of lucide's icon modules hands its factory: the icon's name and its SVG children. */
export interface LucideIconData {
  name?: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

/** Class names in order, each once, as lucide joins them. */
function classes(...lists: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const list of lists)
    for (const token of list?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** Whether the icon is labelled: then it is not hidden from assistive technology. */
function isLabelled(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (prop) =>
      (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );
}

/**
 * lucide-react's icon factory, without what the app never uses (its context provider and the
 * helpers behind it): the build hands every lucide icon module this factory instead of the
 * library's own (vite.config.ts), which saves about 1.5 KB gzipped on every page's first load.
 * The same props give the same SVG markup as lucide's (lucide-icon.test.ts renders both).
 */
export default function createLucideIcon(icon: LucideIconData) {
  const iconSize = icon.size ?? 24;
  const iconClasses = classes(
    'lucide',
    icon.name && `lucide-${icon.name}`,
    ...(icon.aliases ?? [])
      .filter((alias) => alias.trim() !== '')
      .map((alias) => `lucide-${alias}`),
  );
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    {
      color,
      size,
      width,
      height,
      strokeWidth = 2,
      absoluteStrokeWidth,
      nonScalingStroke,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const shownWidth = width ?? size ?? 24;
    const className_ = classes(iconClasses, className);
    const attributes = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: shownWidth,
      height: height ?? size ?? 24,
      viewBox: `0 0 ${iconSize} ${iconSize}`,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth
        ? (Number(strokeWidth) * iconSize) / Number(shownWidth)
        : strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ...(className_ && { className: className_ }),
      ...(!children && !isLabelled(rest) && { 'aria-hidden': 'true' }),
      ...rest,
      ref,
    };
    // the icon's shapes are keyed by their place (the build drops lucide's own keys, see
    // vite.config.ts); what the caller nests follows them
    const shapes = icon.node.map(([tag, nodeAttributes], index) =>
      createElement(
        tag,
        nonScalingStroke
          ? { key: index, vectorEffect: 'non-scaling-stroke', ...nodeAttributes }
          : { key: index, ...nodeAttributes },
      ),
    );
    return createElement('svg', attributes, shapes, children);
  });
}
