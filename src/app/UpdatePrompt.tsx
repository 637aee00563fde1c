import { useEffect, useState } from 'react';
import { Button } from '../ui/Button';
import { dismissUpdate, reloadForUpdate, updateAvailable$ } from './serviceWorker';
import './updatePrompt.css';

/** Shown when a new version of the app is installed and waiting. */
export function UpdatePrompt() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const subscription = updateAvailable$.subscribe(setVisible);
    return () => subscription.unsubscribe();
  }, []);
  if (!visible) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>A new version is available</span>
      <Button onClick={() => void reloadForUpdate()}>Reload</Button>
      <Button variant="ghost" onClick={dismissUpdate}>
        Later
      </Button>
    </div>
  );
}
