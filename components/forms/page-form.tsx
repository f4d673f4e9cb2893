import { randomUUID } from 'node:crypto';
import type { Form } from '@/lib/cms/types';
import { shownFields } from '@/lib/forms/field-names';
import { formSettings } from '@/lib/forms/settings';
import { issueStartedToken } from '@/lib/forms/timing';
import { submitFormAction } from './actions';
import { LazyFormRenderer } from './form-renderer.lazy';
import styles from './form.module.css';

/**
 * A Gravity Forms form, read with its page, ready to post to the site; a notice instead when WordPress has
 * no such form (or no forms plugin) or it is switched off. The page may be cached, so the render time and key
 * written here are a fallback for visitors without JavaScript; the browser fetches fresh ones for itself
 * (see app/api/forms/session).
 */
export function PageForm({ form, headingLevel }: { form: Form | undefined; headingLevel?: 2 | 3 }) {
  if (!form || !form.isActive) {
    return (
      <section className={styles.formSection}>
        <p className={styles.unavailable}>This form is not available right now. Please call or email us instead.</p>
      </section>
    );
  }
  return (
    <LazyFormRenderer
      form={{
        databaseId: form.databaseId,
        title: form.title,
        description: form.description,
        cssClass: form.cssClass,
        submitButtonText: form.submitButtonText,
        fields: shownFields(form.fields),
      }}
      action={submitFormAction}
      started={issueStartedToken(form.databaseId, formSettings().signingSecret)}
      renderKey={randomUUID()}
      headingLevel={headingLevel}
    />
  );
}
