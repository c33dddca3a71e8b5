import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';
import type { ContactForm } from '@contract/types/forms';
import type { MessageAnswer } from '@contract/types/entities';
import { endpoints } from '@contract/client';

/** POST /api/help/contact: a message to the team. */
export const useSendContact = () => useMutation({ mutationFn: (values: ContactForm) => postJson<MessageAnswer>(endpoints.helpContact(), values) });
