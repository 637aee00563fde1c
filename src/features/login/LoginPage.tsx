import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { login } from '../../data/auth/session';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { StatusMessage } from '../../ui/StatusMessage';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { usePageTitle } from '../../ui/usePageTitle';
import { loginErrorMessage } from './loginErrorMessage';
import './login.css';

export function LoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, saving, run } = useFormSubmit();
  // Signed in: the button stays busy until the dashboard replaces this page.
  const [signedIn, setSignedIn] = useState(false);
  const busy = saving || signedIn;

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(MSG.loginMissing);
      return;
    }
    setError(null);
    await run(
      async () => {
        await login('', username.trim(), password);
        setSignedIn(true);
        await navigate('/admin');
      },
      (reason) => loginErrorMessage(typeof reason === 'object' && reason !== null ? reason : {}),
    );
  }

  return (
    <div className="page login-page">
      <div className="login-card">
        <h1 className="page__title">Admin Login</h1>
        <p className="page__intro">Sign in to manage schools, games, scores and news.</p>
        <form onSubmit={(event) => void signIn(event)} noValidate>
          <StatusMessage tone="error">{error}</StatusMessage>
          <FormField
            label="Email"
            name="username"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
          />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <Button type="submit" busy={busy} className="login-card__submit">
            {busy ? 'Signing in…' : 'Sign In'}
          </Button>
        </form>
      </div>
    </div>
  );
}
