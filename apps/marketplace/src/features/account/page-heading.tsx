// A page title that takes focus when it appears, so a form turning into its result is announced.
import { useEffect, useRef, type ReactNode } from 'react';

export function FocusedPageTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="pv-page-title">
      {children}
    </h1>
  );
}
