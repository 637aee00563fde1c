import { MSG } from '../../shared/schemas/messages';

export interface LoginFailure {
  kind?: string;
  message?: string;
}

/** docs/product/screens.md §9: which words a failed sign-in shows. */
export function loginErrorMessage(error: LoginFailure): string {
  switch (error.kind) {
    case 'missing':
      return MSG.loginMissing;
    case 'invalid-credential':
      return MSG.loginWrong;
    case 'network':
      return MSG.networkError;
    default:
      return error.message?.trim() || MSG.loginFailed;
  }
}
