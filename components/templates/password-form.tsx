import type { ContentTypeKey } from '@/lib/cms/content-types';
import styles from './templates.module.css';

const ERRORS = {
  wrong: 'That password is not right. Please try again.',
  wait: 'Too many tries. Please wait a minute before trying again.',
} as const;

export type PasswordError = keyof typeof ERRORS;

/**
 * WordPress's password form (`get_the_password_form()`): its words, one password field and Enter. A plain form
 * post to the site (app/api/entry-password/), so it works without JavaScript.
 */
export function PasswordForm({ type, id, error }: { type: ContentTypeKey; id: number; error?: PasswordError }) {
  const field = `pwbox-${id}`;
  return (
    <form className={styles.passwordForm} action="/api/entry-password/" method="post" data-password-form>
      <p>This content is password protected. To view it please enter your password below:</p>
      {error ? (
        <p className={styles.passwordError} role="alert" id={`${field}-error`}>
          {ERRORS[error]}
        </p>
      ) : null}
      <input type="hidden" name="entry_type" value={type} />
      <input type="hidden" name="entry_id" value={id} />
      <p className={styles.passwordRow}>
        <label htmlFor={field}>Password:</label>
        <input
          id={field}
          name="post_password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={error === 'wrong' ? true : undefined}
          aria-describedby={error ? `${field}-error` : undefined}
        />
        <button type="submit" className={styles.button}>
          Enter
        </button>
      </p>
    </form>
  );
}
