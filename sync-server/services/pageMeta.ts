import { sportName } from '../../src/shared/catalog/sports';
import { articleFirstScreenUrl } from '../../src/shared/articlePage';
import { scoreLine, statusWord } from '../../src/shared/scoreLine';
import type { FirstScreens } from './firstScreens';

/** What a shared link's preview shows (Open Graph, Twitter card), and the page's title. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute addresses. */
  url: string;
  image: string;
  type: 'article' | 'website';
}

export interface PageMetaService {
  /** The metadata of a page a fan shares (/articles/{id}, /games/{id}); null for any other page or an unknown id. */
  meta(pathname: string, origin: string): Promise<PageMeta | null>;
}

/** The site's image, for a page that has none of its own. */
export const SITE_IMAGE = '/icons/icon-512.png';
const DESCRIPTION_LENGTH = 200;

/** An inline image stored with an article (a data URL) as bytes, for its preview's og:image: only raster types. */
export function articleImageBytes(imageUrl: unknown): { type: string; bytes: Buffer } | null {
  if (typeof imageUrl !== 'string') return null;
  const match = /^data:(image\/(?:png|jpeg|webp|gif));base64,([a-z0-9+/=\s]+)$/i.exec(imageUrl.trim());
  return match ? { type: match[1].toLowerCase(), bytes: Buffer.from(match[2], 'base64') } : null;
}

/** The path of an article's image for previews (routes/firstScreens.ts answers it). */
export const articleImagePath = (id: string): string => `${articleFirstScreenUrl(id)}/image`;

const clip = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : flat;
};

/**
 * The head of a shared page: an article's headline and excerpt, a game's score. Both come from
 * their page's first screen (firstScreens.ts), kept until their data changes: the page and its
 * preview are one read.
 */
export function createPageMeta(deps: { firstScreens: Pick<FirstScreens, 'article' | 'game'> }): PageMetaService {
  return {
    async meta(pathname, origin) {
      const match = /^\/(articles|games)\/([^/]+)\/?$/.exec(pathname);
      if (!match) return null;
      let id: string;
      try {
        id = decodeURIComponent(match[2]);
      } catch {
        return null;
      }
      const url = `${origin}/${match[1]}/${encodeURIComponent(id)}`;
      if (match[1] === 'articles') {
        const answer = await deps.firstScreens.article(id);
        if (!answer) return null;
        const { article } = answer;
        const image = articleImageBytes(article.imageUrl) ? articleImagePath(article.id) : SITE_IMAGE;
        return { title: article.title, description: clip(article.excerpt), url, image: origin + image, type: 'article' };
      }
      const found = (await deps.firstScreens.game(id))?.game;
      if (!found) return null;
      const description = [sportName(found.sport), statusWord(found.status), found.location].filter(Boolean).join(' · ');
      return { title: scoreLine(found), description: clip(description), url, image: origin + SITE_IMAGE, type: 'website' };
    },
  };
}
