import type { FormField as Field } from '@/lib/cms/types';
import { fieldName, visibleNameInputs } from '@/lib/forms/field-names';
import { controlHints } from './autocomplete';
import styles from './form.module.css';

interface FieldProps {
  field: Field;
  /** Prefix for element ids, unique per form on the page. */
  idPrefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const controlId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

const DEFAULT_NAME_PARTS = [
  { id: '', key: 'first', label: 'First', placeholder: '', isHidden: false },
  { id: '', key: 'last', label: 'Last', placeholder: '', isHidden: false },
];

/** One Gravity Forms field: label, control(s), required marker and its error message tied to the control. */
export function FormField({ field, idPrefix, values, errors }: FieldProps) {
  const half = /\b(gf_left_half|gf_right_half|half)\b/.test(field.cssClass);
  const className = [styles.field, half ? styles.half : '', field.cssClass].filter(Boolean).join(' ');

  if (field.type === 'name') {
    const parts = visibleNameInputs(field).length ? visibleNameInputs(field) : DEFAULT_NAME_PARTS;
    return (
      <fieldset className={className} data-field-type="name">
        <legend className={styles.label}>
          {field.label}
          <RequiredMark required={field.isRequired} />
        </legend>
        <div className={styles.nameParts}>
          {parts.map((input) => {
            const name = fieldName(field, input.key);
            const required = field.isRequired && (input.key === 'first' || input.key === 'last');
            return (
              <div className={styles.namePart} key={name}>
                <Control
                  name={name}
                  label={input.label || input.key}
                  placeholder={input.placeholder}
                  required={required}
                  idPrefix={idPrefix}
                  hints={controlHints(field, input.key)}
                  value={values[name] ?? ''}
                  error={errors[name]}
                  sublabel
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }

  const name = fieldName(field);
  return (
    <div className={className} data-field-type={field.type}>
      <Control
        name={name}
        label={field.label}
        placeholder={field.placeholder}
        required={field.isRequired}
        idPrefix={idPrefix}
        hints={controlHints(field)}
        value={values[name] ?? defaultValue(field)}
        error={errors[name]}
        field={field}
      />
    </div>
  );
}

interface ControlProps {
  name: string;
  label: string;
  placeholder: string;
  required: boolean;
  idPrefix: string;
  hints: ReturnType<typeof controlHints>;
  value: string;
  error: string | undefined;
  sublabel?: boolean;
  field?: Field;
}

function Control({ name, label, placeholder, required, idPrefix, hints, value, error, sublabel, field }: ControlProps) {
  const id = controlId(idPrefix, name);
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
  let control;
  if (field?.type === 'textarea') {
    control = (
      <textarea
        {...shared}
        rows={6}
        placeholder={placeholder || undefined}
        defaultValue={value}
        maxLength={field.maxLength ?? undefined}
      />
    );
  } else if (field?.type === 'select') {
    const choices = field.choices;
    control = (
      <select {...shared} defaultValue={value}>
        <option value="">{placeholder || 'Choose one…'}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...shared}
        type={hints.type ?? 'text'}
        autoComplete={hints.autoComplete}
        inputMode={hints.inputMode}
        placeholder={placeholder || undefined}
        defaultValue={value}
        maxLength={field?.maxLength ?? undefined}
      />
    );
  }
  return (
    <>
      <label htmlFor={id} className={sublabel ? styles.sublabel : styles.label}>
        {label}
        {sublabel ? null : <RequiredMark required={required} />}
      </label>
      {control}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span className={styles.visuallyHidden}>Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className={styles.visuallyHidden}> (required)</span>
    </span>
  );
}

function defaultValue(field: Field): string {
  if (field.type === 'select') return field.choices.find((choice) => choice.isSelected)?.value ?? field.value;
  return field.value;
}
