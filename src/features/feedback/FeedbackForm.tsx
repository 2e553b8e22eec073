import { Fragment, useEffect, useRef, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { FEEDBACK_SUCCESS_TOAST_MS } from '@/shared/config/constants';
import { enqueue } from '@/shared/outbox/outbox';
import type { OutboxItem } from '@common/outbox/machine';
import { closeDialog, openDialog } from '@/shared/state/dialogs';
import { showServiceError } from '@/shared/state/service-error';
import { showToast } from '@/shared/state/toasts';
import { CONSENT_FIELD, ConsentField, registerConsent } from '@/shared/ui/forms/ConsentField';
import { EmailField, registerEmail } from '@/shared/ui/forms/EmailField';
import { requiredText } from '@/shared/ui/forms/field-rules';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { forgetDraft, readDraftFile, saveDraftFile, useFormDraft } from '@/shared/ui/forms/form-draft';
import { PhoneField } from '@/shared/ui/forms/PhoneField';
import { registerField } from '@/shared/ui/forms/register-field';
import { messagesOf } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { TextAreaField } from '@/shared/ui/forms/TextAreaField';
import { TextField } from '@/shared/ui/forms/TextField';
import type { FeedbackField, FeedbackForm as FeedbackFormDefinition } from './api/get-feedback-form';
import { FEEDBACK_FILE_HINT, feedbackFileProblem } from './feedback-file';
import { feedbackItem, valuesOf, type FeedbackValues } from './feedback-outbox';
import { reasonsOf } from './refusal-reasons';
import { FeedbackFileField } from './FeedbackFileField';
import { feedbackState } from './state';

const SENT = 'Сообщение отправлено. Спасибо!';
const QUEUED = 'Сообщение будет отправлено, когда появится сеть';

const emptyValues = (definition: FeedbackFormDefinition): FeedbackValues => ({
  ...Object.fromEntries(
    definition.fields.map((field) => [field.name, field.type === 'FileField' ? null : '']),
  ),
  [CONSENT_FIELD]: false,
});

/** What is typed stays until it is sent: the dialog closed or the page reloaded, it comes back. */
const DRAFT = 'feedback';

/** The server's reasons at their fields, the first of them focused. */
function showFieldErrors(
  form: UseFormReturn<FeedbackValues>,
  fields: readonly FeedbackField[],
  errors: Record<string, string[]>,
): void {
  let first: string | undefined;
  for (const field of fields) {
    const messages = errors[field.name];
    if (!messages?.length) continue;
    form.setError(field.name, { type: 'server', message: messages.join('\n') });
    first ??= field.name;
  }
  if (first) form.setFocus(first);
}

/** The reasons that belong to no field of the form, for above its button. */
const otherMessages = (fields: readonly FeedbackField[], errors: Record<string, string[]>): string[] => {
  const known = new Set(fields.map((field) => field.name));
  return Object.entries(errors).flatMap(([name, messages]) => (known.has(name) ? [] : messages));
};

/** A dialog that scrolls shows its top, where the first error is. */
function scrollDialogToTop(element: HTMLElement | null): void {
  for (let node = element; node; node = node.parentElement) {
    node.scrollTop = 0;
    if (node.tagName === 'DIALOG') break;
  }
}

interface FeedbackFormProps {
  definition: FeedbackFormDefinition;
  /** A stored submission the server refused, to correct and send again. */
  editing: OutboxItem | null;
}

/**
 * The form the server defines (docs/product.md#feedback-forms): its fields, labels, placeholders and what is required;
 * a field added or made optional there needs no change here. Every submission goes through the
 * outbox: sent at once when there is a network, kept and sent later when there is not.
 */
export function FeedbackForm({ definition, editing }: FeedbackFormProps) {
  const form = useForm<FeedbackValues>({
    defaultValues: editing ? valuesOf(editing) : emptyValues(definition),
  });
  const { handleSubmit, formState, control, reset, setError, setValue } = form;
  // A message being corrected is the outbox's, not a draft.
  useFormDraft(editing ? null : DRAFT, form);
  const fileField = definition.fields.find((field) => field.type === 'FileField');
  const [general, setGeneral] = useState<string[]>(() =>
    editing?.errors ? otherMessages(definition.fields, reasonsOf(editing)) : [],
  );
  const sending = useRef(false);
  const errorsOf = (name: string) => messagesOf(formState.errors[name]);

  // After the draft: a message another page wrote (a room request) goes into the first text area,
  // once; and the draft's file comes back from where it was kept.
  useEffect(() => {
    const message = definition.fields.find((field) => field.type === 'TextAreaField');
    if (feedbackState.prefill && message)
      setValue(message.name, feedbackState.prefill, { shouldDirty: true });
    feedbackState.prefill = null;
    if (editing || !fileField) return;
    void readDraftFile(DRAFT).then((file) => {
      if (file) setValue(fileField.name, file);
    });
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A submission refused while this dialog was closed comes back with the server's reasons.
  useEffect(() => {
    if (editing?.errors) showFieldErrors(form, definition.fields, reasonsOf(editing));
    // Only when the form opens on that item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send(values: FeedbackValues, formElement: HTMLFormElement): Promise<void> {
    setGeneral([]);
    const item = await enqueue(feedbackItem(definition.key, values, editing));
    // The outbox holds the message now: the draft has done its work.
    forgetDraft(DRAFT);
    saveDraftFile(DRAFT, null);
    if (item.state === 'needs-fix' && item.lastStatus === 400) {
      // The server kept nothing: the corrected text goes under the same id.
      feedbackState.editingId = item.id;
      const reasons = reasonsOf(item);
      showFieldErrors(form, definition.fields, reasons);
      setGeneral(otherMessages(definition.fields, reasons));
      scrollDialogToTop(formElement);
      return;
    }
    feedbackState.editingId = null;
    reset(emptyValues(definition));
    closeDialog('feedback');
    if (item.state === 'sent') {
      showToast(SENT, 'success', FEEDBACK_SUCCESS_TOAST_MS);
      // docs/product.md#dialog-flow opens the success dialog here: in the words of a message sent, not of an order.
      const email = definition.fields.find((field) => field.type === 'EmailField');
      const sentTo = email ? values[email.name] : null;
      feedbackState.sentTo = typeof sentTo === 'string' && sentTo.trim() ? sentTo.trim() : null;
      const file = fileField ? values[fileField.name] : null;
      feedbackState.sentFile = file instanceof File ? file.name : null;
      openDialog('feedbackSent');
    } else if (item.lastStatus === null || item.lastStatus === 0) {
      showToast(QUEUED, 'info', FEEDBACK_SUCCESS_TOAST_MS);
    } else {
      // docs/product.md#errors: any other status is the error page with it (a 5xx stays in the outbox and is sent later).
      showServiceError(item.lastStatus);
    }
  }

  const renderField = (field: FeedbackField) => {
    const required = field.required;
    const common = { label: field.label, placeholder: field.placeholder, required };
    // Every empty field it requires is 'Обязательное поле.', whatever its type (the e-mail's too).
    const requiredPlain = required && 'plain';
    const textRules = required ? requiredText : undefined;
    switch (field.type) {
      case 'EmailField':
        return <EmailField {...common} {...registerEmail(form, field.name, { required: requiredPlain })} />;
      case 'PhoneField':
        return (
          <PhoneField control={control} name={field.name} label={field.label} required={requiredPlain} />
        );
      case 'TextAreaField':
        return <TextAreaField {...common} rows={5} {...registerField(form, field.name, textRules)} />;
      case 'FileField':
        return (
          <Controller
            control={control}
            name={field.name}
            rules={{ validate: (value) => !required || value instanceof File || 'Прикрепите файл' }}
            render={({ field: input }) => (
              <FeedbackFileField
                label={field.label}
                name={input.name}
                hint={field.placeholder || FEEDBACK_FILE_HINT}
                required={required}
                value={input.value instanceof File ? input.value : null}
                ref={input.ref}
                errors={errorsOf(field.name)}
                onChange={(file) => {
                  const keep = (kept: File | null) => {
                    input.onChange(kept);
                    if (!editing) saveDraftFile(DRAFT, kept);
                  };
                  if (!file) {
                    keep(null);
                    return;
                  }
                  void feedbackFileProblem(file).then((problem) => {
                    if (problem) {
                      keep(null);
                      setError(field.name, { type: 'file', message: problem });
                    } else keep(file);
                  });
                }}
              />
            )}
          />
        );
      default:
        return <TextField {...common} {...registerField(form, field.name, textRules)} />;
    }
  };

  return (
    <Form
      className="form-stack feedback-form"
      onSubmit={async (event) => {
        const formElement = event.currentTarget;
        // A second press while sending sends nothing.
        if (sending.current) {
          event.preventDefault();
          return;
        }
        sending.current = true;
        try {
          await handleSubmit((values) => send(values, formElement))(event);
        } finally {
          sending.current = false;
        }
      }}
      aria-label={definition.title}
    >
      {definition.fields.map((field) => (
        <Fragment key={field.name}>{renderField(field)}</Fragment>
      ))}
      <ConsentField {...registerConsent(form)} />
      <FormAlert messages={general} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Отправляем…">
        Отправить
      </SubmitButton>
    </Form>
  );
}
