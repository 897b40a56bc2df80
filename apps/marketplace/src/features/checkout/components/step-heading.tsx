// A checkout step's title. It takes focus when the step opens, so keyboard and screen reader
// users start at the top of the new step instead of wherever the previous page left them.
import { useEffect, useRef, type ReactNode } from 'react';

export function StepHeading({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: false });
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className="pv-page-title pv-focus-target">
      {children}
    </h1>
  );
}
