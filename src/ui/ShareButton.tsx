import { useState } from 'react';
import './share.css';

/**
 * A page's address is the link to share (a game, an article): the phone's share sheet where
 * there is one (Web Share API), else the address copied, and said so ('Link copied').
 * `path`: the address to share when it is not this page's own (an article opened in a dialog).
 */
export function ShareButton({ title, what, path, tone = 'dark' }: { title: string; what: string; path?: string; tone?: 'dark' | 'light' }) {
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = path ? new URL(path, window.location.origin).href : window.location.href;
    if (typeof navigator.share === 'function') {
      // A fan who closes the share sheet cancelled: nothing to say.
      await navigator.share({ title: `${title} · LIAA`, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied');
    } catch {
      setSaid(`Copy this address to share: ${url}`);
    }
  };
  return (
    <span className={`share share--${tone}`}>
      <button type="button" className="btn share__button" onClick={() => void share()}>
        Share<span className="visually-hidden">{` ${what}`}</span>
      </button>
      <span className="share__said" role="status">
        {said}
      </span>
    </span>
  );
}
