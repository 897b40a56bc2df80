// Wraps content that replaces what had focus (a form that is gone, a failed step), and takes focus
// when it appears so keyboard and screen reader users land on the news.
import { useEffect, useRef, type ReactNode } from 'react';

export function FocusOnMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="pv-focus-target">
      {children}
    </div>
  );
}
