import type { Schemas } from '../../contract/types.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Forms defined by the server (docs/product.md#feedback-forms); the header's 'Написать' uses every field type. */
export const FEEDBACK_FORMS: Record<string, Schemas['FeedbackForm']> = {
  header_write_us: {
    key: 'header_write_us',
    title: 'Написать нам',
    fields: [
      {
        id: 1,
        name: 'name',
        label: 'Ваше имя',
        placeholder: 'Иван Иванов',
        required: true,
        type: 'CharField',
      },
      {
        id: 2,
        name: 'email',
        label: 'E-mail',
        placeholder: 'example@mail.ru',
        required: true,
        type: 'EmailField',
      },
      {
        id: 3,
        name: 'phone',
        label: 'Телефон',
        placeholder: '+7 (999) 999-99-99',
        required: false,
        type: 'PhoneField',
      },
      {
        id: 4,
        name: 'message',
        label: 'Сообщение',
        placeholder: 'Ваш вопрос или пожелание',
        required: true,
        type: 'TextAreaField',
      },
      {
        id: 5,
        name: 'file',
        label: 'Прикрепить файл',
        placeholder: 'Только .pdf, не более 5 МБ',
        required: false,
        type: 'FileField',
      },
    ],
  },
};
