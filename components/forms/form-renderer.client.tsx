'use client';

import { usePathname } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef, type FormEvent, type RefObject } from 'react';
import type { FormField as Field } from '@/lib/cms/types';
import { CONTROL } from '@/lib/forms/field-names';
import { IDLE, type FormState } from '@/lib/forms/state';
import { safeToken } from './bot-check.client';
import { controlId, FormField } from './form-field';
import styles from './form.module.css';
import { useBotCheckRequest } from './use-bot-check.client';
import { useFreshSession } from './use-fresh-session.client';

export interface RenderedForm {
  databaseId: number;
  title: string;
  description: string;
  cssClass: string;
  submitButtonText: string;
  /** Only the fields a visitor sees; hidden and administrative fields never reach the browser. */
  fields: Field[];
}

interface Props {
  form: RenderedForm;
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  started: string;
  renderKey: string;
  headingLevel?: 2 | 3;
}

/** The id of a form's section: the answer to a form posted without JavaScript opens there. */
const formAnchor = (databaseId: number) => `gform-${databaseId}`;

/**
 * A Gravity Forms form posting to the site's server action; works as a plain POST without JavaScript, and
 * when sent before the page's scripts have loaded (React then renders the answer as a new page).
 */
export function FormRenderer({ form, action, started, renderKey, headingLevel = 2 }: Props) {
  // The permalink is where a form posted without JavaScript goes: this page, at the form, so the answer page
  // opens at its message rather than at the top of the page.
  const path = usePathname();
  const permalink = path ? `${path}#${formAnchor(form.databaseId)}` : undefined;
  const [state, dispatch, pending] = useActionState(action, IDLE, permalink);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const requestToken = useBotCheckRequest();
  const session = useFreshSession(form.databaseId, started, renderKey);
  const attempt = state.status === 'error' ? state.attempt : 0;
  useEffect(() => {
    if (state.status === 'error') summaryRef.current?.focus();
    if (state.status === 'success') confirmationRef.current?.focus();
  }, [state.status, attempt]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const token = await safeToken(requestToken, `form_submit_${form.databaseId}`);
    if (token) data.set(CONTROL.botCheck, token);
    startTransition(() => dispatch(data));
  }

  return (
    <FormView
      form={form}
      state={state}
      pending={pending}
      started={session.started}
      renderKey={session.key}
      fresh={session.fresh}
      headingLevel={headingLevel}
      formAction={dispatch}
      onSubmit={onSubmit}
      summaryRef={summaryRef}
      confirmationRef={confirmationRef}
    />
  );
}

interface ViewProps extends Omit<Props, 'action'> {
  state: FormState;
  /** True once this view's render time and key come from the server for this visitor alone. */
  fresh?: boolean;
  pending: boolean;
  formAction?: (formData: FormData) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  summaryRef?: RefObject<HTMLDivElement | null>;
  confirmationRef?: RefObject<HTMLDivElement | null>;
}

/** The form as it looks in a given state; no behaviour of its own. */
export function FormView({
  form,
  state,
  pending,
  started,
  renderKey,
  headingLevel = 2,
  fresh = false,
  formAction,
  onSubmit,
  summaryRef,
  confirmationRef,
}: ViewProps) {
  const idPrefix = formAnchor(form.databaseId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const errors = state.status === 'error' ? state.errors : {};
  const values = state.status === 'error' ? state.values : {};
  const errorEntries = Object.entries(errors);

  return (
    <section
      id={idPrefix}
      className={[styles.formSection, form.cssClass].filter(Boolean).join(' ')}
      aria-labelledby={`${idPrefix}-title`}
    >
      <Heading id={`${idPrefix}-title`} className={styles.title}>
        {form.title}
      </Heading>
      {form.description ? <p className={styles.description}>{form.description}</p> : null}

      <div role="status" aria-live="polite">
        {state.status === 'success' ? (
          <div ref={confirmationRef} tabIndex={-1} className={styles.confirmation} data-form-confirmation>
            <Sub className={styles.confirmationTitle}>Thank you</Sub>
            <div dangerouslySetInnerHTML={{ __html: state.message }} />
          </div>
        ) : null}
      </div>

      {state.status === 'success' ? null : (
        <form
          className={styles.form}
          action={formAction}
          onSubmit={onSubmit}
          noValidate
          aria-describedby={state.status === 'error' ? `${idPrefix}-summary` : undefined}
          data-form-id={form.databaseId}
          data-session={fresh ? 'fresh' : 'page'}
        >
          {state.status === 'error' ? (
            <div
              id={`${idPrefix}-summary`}
              ref={summaryRef}
              tabIndex={-1}
              role="alert"
              className={styles.summary}
              data-error-summary
              data-attempt={state.attempt}
            >
              <Sub className={styles.summaryTitle}>There is a problem</Sub>
              {state.message ? <p className={styles.summaryMessage}>{state.message}</p> : null}
              {errorEntries.length ? (
                <ul className={styles.summaryList}>
                  {errorEntries.map(([name, message]) => (
                    <li key={name}>
                      <a href={`#${controlId(idPrefix, name)}`}>{message}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          <input type="hidden" name={CONTROL.formId} value={form.databaseId} />
          <input type="hidden" name={CONTROL.renderKey} value={renderKey} />
          <input type="hidden" name={CONTROL.started} value={(state.status === 'error' && state.started) || started} />
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${idPrefix}-hp`}>Leave this field empty</label>
            <input
              id={`${idPrefix}-hp`}
              type="text"
              name={CONTROL.honeypot}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          <div className={styles.fields}>
            {form.fields.map((field) => (
              <FormField key={field.id} field={field} idPrefix={idPrefix} values={values} errors={errors} />
            ))}
          </div>

          <p className={styles.requiredNote}>
            <span aria-hidden="true">*</span> Required
          </p>
          <button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
            {pending ? 'Sending…' : form.submitButtonText}
          </button>
        </form>
      )}
    </section>
  );
}
