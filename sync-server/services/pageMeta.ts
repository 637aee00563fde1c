import { sportName } from '../../src/shared/catalog/sports';
import { articleFirstScreenUrl } from '../../src/shared/articlePage';
import { scoreLine, statusWord } from '../../src/shared/scoreLine';
import type { FirstScreens } from './firstScreens';
import { matchPublicRoute } from '../../src/shared/routeTable';

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
  /** The metadata of a page a fan shares (/articles/{id}, /games/{id}, /schools/{id}); null for any other page or an unknown id. */
  meta(pathname: string, origin: string): Promise<PageMeta | null>;
  /** True when the path names an article or a game the store does not have: its page answers 404. */
  missing(pathname: string): Promise<boolean>;
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
export function createPageMeta(deps: { firstScreens: Pick<FirstScreens, 'article' | 'game' | 'school'> }): PageMetaService {
  /** The shared page a path names: an article's, a game's or a school's, by its id; null for any other path. */
  function sharedPage(pathname: string): { kind: 'articles' | 'games' | 'schools'; id: string } | null {
    const found = matchPublicRoute(pathname);
    if (found?.id === undefined) return null;
    return { kind: found.route.path.split('/')[1] as 'articles' | 'games' | 'schools', id: found.id };
  }
  return {
    async missing(pathname) {
      if (!/^\/(articles|games)\/[^/]+\/?$/.test(pathname)) return false;
      const page = sharedPage(pathname);
      // An id that does not even decode names nothing the store could have.
      if (!page) return true;
      // Both answers are kept (firstScreens.ts): the page's render and its head read them again for free.
      const found = page.kind === 'articles' ? await deps.firstScreens.article(page.id) : (await deps.firstScreens.game(page.id))?.game;
      return !found;
    },
    async meta(pathname, origin) {
      const page = sharedPage(pathname);
      if (!page) return null;
      const { kind, id } = page;
      const url = `${origin}/${kind}/${encodeURIComponent(id)}`;
      if (kind === 'articles') {
        const answer = await deps.firstScreens.article(id);
        if (!answer) return null;
        const { article } = answer;
        const image = articleImageBytes(article.imageUrl) ? articleImagePath(article.id) : SITE_IMAGE;
        return { title: article.title, description: clip(article.excerpt), url, image: origin + image, type: 'article' };
      }
      if (kind === 'schools') {
        // Issue 38: a school's link previews its name and town, like a game's and an article's.
        const school = (await deps.firstScreens.school(id))?.school;
        if (!school) return null;
        return { title: school.name, description: clip(school.location), url, image: origin + SITE_IMAGE, type: 'website' };
      }
      const found = (await deps.firstScreens.game(id))?.game;
      if (!found) return null;
      const description = [sportName(found.sport), statusWord(found.status), found.location].filter(Boolean).join(' · ');
      return { title: scoreLine(found), description: clip(description), url, image: origin + SITE_IMAGE, type: 'website' };
    },
  };
}
