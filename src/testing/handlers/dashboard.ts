import { http, HttpResponse } from 'msw';
import type { UploadAnswer } from '@contract/types/dashboard';

// Recorded-shape answers of POST /api/dashboard/upload for component tests.

export interface SeenUpload {
  storage: string | null;
  path: string | null;
  files: { name: string; size: number }[];
}

/**
 * Answers each upload with one success entry per file, stored under the sent path; records what was
 * sent. jsdom's FormData reaches msw without the file names (they arrive as "blob"), so tests pass
 * the names a browser would send, in order.
 */
export function uploadHandler({ seen = [], names = [] }: { seen?: SeenUpload[]; names?: string[] } = {}) {
  return http.post('/api/dashboard/upload', async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll('upload_file[]').filter((f): f is File => typeof f !== 'string');
    const path = String(form.get('path'));
    const named = files.map((f, i) => ({ name: f.name === 'blob' ? (names[i] ?? f.name) : f.name, size: f.size }));
    seen.push({ storage: form.get('storage') as string | null, path: form.get('path') as string | null, files: named });
    const answer: UploadAnswer = Object.fromEntries(named.map((f) => [f.name, { success: `${path}${f.name}`, message: `${f.name} was uploaded to ${path}.` }]));
    return HttpResponse.json(answer);
  });
}

/** A refusal with messages (e.g. 403 for a non-staff session). */
export const uploadRefused = (status: number, messages: string[]) => http.post('/api/dashboard/upload', () => HttpResponse.json({ messages }, { status }));

/** A 422 with field errors. */
export const uploadInvalid = (errors: Record<string, string[]>) => http.post('/api/dashboard/upload', () => HttpResponse.json({ errors }, { status: 422 }));
