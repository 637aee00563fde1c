import { useEffect } from 'react';

/** Names the browser tab and history entry after the screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · LIAA` : 'LIAA — Long Island Athletic Association';
  }, [title]);
}
