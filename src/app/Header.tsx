import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SchoolsNavItem } from '../features/header/SchoolsNavItem';
import { HeaderTools } from './HeaderTools';
import { SOCIAL_LINKS } from './socialLinks';
import { SyncStatus } from './SyncStatus';
import './header.css';

const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/schools', label: 'Schools', end: false },
  { to: '/sports', label: 'Sports', end: false },
  { to: '/schedule', label: 'Schedule', end: false },
  { to: '/articles', label: 'Articles', end: false },
] as const;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Following a link closes the mobile menu: on a new path, during the render that shows it
  // (react.dev, "Adjusting some state when a prop changes"), not one commit later.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // A scorer's console on a phone needs the whole screen for the score, the plays, Undo and End (issue 39).
  const compact = pathname.startsWith('/admin/score/');

  return (
    <header className={`site-header${compact ? ' site-header--compact' : ''}`}>
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width="44" height="44" className="brand__logo" />
          <span className="brand__text">
            <span className="brand__short">LIAA</span>
            <span className="brand__long">Long Island Athletic Association</span>
          </span>
        </Link>
        <HeaderTools />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div id="site-menu" className={`site-menu${menuOpen ? ' site-menu--open' : ''}`}>
          <nav aria-label="Main" className="site-nav">
            <ul>
              {NAV_LINKS.map((link) =>
                link.to === '/schools' ? (
                  <SchoolsNavItem key={link.to} />
                ) : (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className="site-nav__link">
                      {link.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <ul className="social-links" aria-label="Follow us">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className="social-links__link">
                  {social.icon}
                  <span className="visually-hidden">{`${social.name} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-header__status">
        <SyncStatus />
      </div>
    </header>
  );
}
