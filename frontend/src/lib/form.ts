import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<Values> = Partial<Record<keyof Values, string>>;

/**
 * After a refused submit, the focus goes to the first field to fix, once its message is rendered. Mantine marks an
 * invalid input with `aria-invalid`, or only its wrapper (`data-invalid`, `data-error`) for some composite inputs.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input, [data-error] input')?.focus());
}

interface FormOptions<Values> {
  initialValues: Values;
  /** Returns a message per invalid field, in the visitor's language; an empty object means valid. */
  validate: (values: Values) => Errors<Values>;
}

/**
 * The state of a small form of text fields: values, per-field messages shown by the Mantine inputs, and a submit
 * handler that validates first and puts the focus on the first field to fix.
 */
export function useForm<Values extends Record<string, string>>({ initialValues, validate }: FormOptions<Values>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const setFieldValue = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message about a value the person is changing is already out of date.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const getInputProps = (field: keyof Values) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setFieldValue(field, event.currentTarget.value as Values[typeof field]),
    error: errors[field],
    // Mantine's PasswordInput marks its input only with `data-invalid`; screen readers need `aria-invalid`.
    'aria-invalid': errors[field] ? true : undefined,
  });

  const onSubmit = (handler: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(form);
      return;
    }
    handler(values);
  };

  return { values, setFieldValue, getInputProps, onSubmit, reset: () => setValues(initialValues) };
}
