import { useState } from 'react';

/**
 * The page's address is the link to share: the phone's share sheet where there is one,
 * else the address copied, and said so.
 */
export function ShareButton({ title }: { title: string }) {
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = window.location.href;
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
    <span className="share">
      <button type="button" className="btn share__button" onClick={() => void share()}>
        Share<span className="visually-hidden"> this game</span>
      </button>
      <span className="share__said" role="status">
        {said}
      </span>
    </span>
  );
}
