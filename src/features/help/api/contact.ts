import { postJson } from '@/lib/api-client';
import type { ContactForm } from '@contract/forms/contact';
import type { MessageAnswer } from '@contract/types/entities';

export const sendContact = (values: ContactForm) => postJson<MessageAnswer>('/api/help/contact', values);
