import { Link } from 'react-router-dom';
import { zonedYear } from '../shared/dates';
import './footer.css';

export function Footer() {
  const year = zonedYear(new Date());
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <address>
            Long Island Athletic Association
            <br />
            1200 Harbor Road, Suite 4
            <br />
            Bayport, NY 11705
            <br />
            <a href="mailto:info@liaa.example">info@liaa.example</a>
            <br />
            <a href="tel:+15555550142">(555) 555-0142</a>
          </address>
        </section>
        <section aria-labelledby="footer-management">
          <h2 id="footer-management" className="site-footer__heading">
            Website management
          </h2>
          <p>
            Scores, schedules and news are kept by the association&apos;s staff and member schools. Corrections:{' '}
            <a href="mailto:web@liaa.example">web@liaa.example</a>
          </p>
          <Link to="/login" className="btn btn--secondary site-footer__admin">
            Admin Login
          </Link>
        </section>
      </div>
      <p className="site-footer__copyright">© {year} Long Island Athletic Association. All rights reserved.</p>
    </footer>
  );
}
