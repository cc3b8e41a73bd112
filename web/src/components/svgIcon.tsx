/**
 * The icons the first screens draw are written out as the same SVG elements
 * react-icons renders (FeatherIcons.tsx, StarIcons.tsx): react-icons' runtime
 * and its icon trees cost ~2 KB gzip of those screens' byte budget. They keep
 * react-icons' names, and other screens keep using react-icons.
 */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: string | number; title?: string };

/** An icon: react-icons' svg attributes (the set's `drawingProps` over its defaults), then the caller's props. */
export function icon(drawingProps: SVGProps<SVGSVGElement>, drawing: ReactNode) {
  return function Icon({ size = '1em', title, ...props }: IconProps) {
    return (
      <svg stroke="currentColor" fill="currentColor" strokeWidth="0" {...drawingProps} height={size} width={size} xmlns="http://www.w3.org/2000/svg" {...props}>
        {title && <title>{title}</title>}
        {drawing}
      </svg>
    );
  };
}
