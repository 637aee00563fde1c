import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { login } from '../../data/auth/session';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { loginErrorMessage } from './loginErrorMessage';
import './login.css';

export function LoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(MSG.loginMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login('', username.trim(), password);
      await navigate('/admin');
    } catch (reason: unknown) {
      setError(loginErrorMessage(typeof reason === 'object' && reason !== null ? reason : {}));
      setBusy(false);
    }
  }

  return (
    <div className="page login-page">
      <div className="login-card">
        <h1 className="page__title">Admin Login</h1>
        <p className="page__intro">Sign in to manage schools, games, scores and news.</p>
        <form onSubmit={(event) => void signIn(event)} noValidate>
          <StatusMessage tone="error">{error}</StatusMessage>
          <FormField
            label="Username"
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
