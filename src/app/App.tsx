import { BrowserRouter } from 'react-router-dom';
import { DatabaseProvider } from '../data/DatabaseProvider';
import { AppRoutes } from './routes';

export function App() {
  return (
    <DatabaseProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </DatabaseProvider>
  );
}
