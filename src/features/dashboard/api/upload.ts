import type { AxiosProgressEvent } from 'axios';
import type { UploadAnswer } from '@contract/types/dashboard';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';
import { endpoints } from '@contract/client';

/** Upload progress as a whole percentage (docs/product-rules.md#http-contract), or null when the browser cannot tell the total. */
const progressPercent = (event: AxiosProgressEvent): number | null => (event.total ? Math.min(100, Math.round((event.loaded * 100) / event.total)) : null);

/** POST /api/dashboard/upload through the shared request queue; answers one entry per stored file. */
export const useUploadFiles = () =>
  useMutation({
    mutationFn: ({ body, onProgress }: { body: FormData; onProgress: (percent: number) => void }) =>
      postJson<UploadAnswer>(endpoints.dashboardUpload(), body, {
        onUploadProgress: (event) => {
          const percent = progressPercent(event);
          if (percent !== null) onProgress(percent);
        },
      }),
  });
