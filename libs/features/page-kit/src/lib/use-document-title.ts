// Names the browser tab (and what a screen reader announces after a route change) after the page.
import { useEffect } from 'react';

const PRODUCT = 'Pavilion';

export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${PRODUCT}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
