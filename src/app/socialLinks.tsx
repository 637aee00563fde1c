import type { ReactNode } from 'react';

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'X';
  href: string;
  icon: ReactNode;
}

const iconProps = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** The association's accounts (docs/product/screens.md §1: three links, opening in a new tab). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/liaa.sports',
    icon: (
      <svg {...iconProps}>
        <path fill="currentColor" d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8h3.3z" />
      </svg>
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/liaa.sports',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
      </svg>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/liaa_sports',
    icon: (
      <svg {...iconProps}>
        <path fill="currentColor" d="M4 3h4.6l4.1 5.8L17.7 3H20l-6.2 7.1L21 21h-4.6l-4.5-6.4L6.3 21H4l6.8-7.8z" />
      </svg>
    ),
  },
];
