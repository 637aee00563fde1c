import { Link } from 'react-router-dom';
import { PanelState } from '../ui/StatusMessage';

export function NotFoundPage() {
  return (
    <div className="page">
      <h1 className="page__title">Page not found</h1>
      <PanelState action={<Link to="/">Go to the home page</Link>}>There is no page at this address.</PanelState>
    </div>
  );
}
