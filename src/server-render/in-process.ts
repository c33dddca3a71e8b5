import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { RenderCall, RenderPageInput } from '@contract/types/server-render';
import { api } from '@/lib/api-client';

/**
 * The transport of one page's render: its reads go to the API in process (`input.call`), as the
 * player's own requests, never over the network. Given to that render's query client only, so
 * renders side by side never share one.
 */
export const inProcess =
  (input: RenderPageInput): AxiosAdapter =>
  async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    // The token of this render's session, whatever another render left in the client's module.
    if (input.bootstrap.csrfToken) headers['x-csrf-token'] = input.bootstrap.csrfToken;
    const call: RenderCall = { method: (config.method ?? 'get').toUpperCase(), url: api.getUri(config), headers };
    if (config.data instanceof FormData) {
      // The multipart body and its boundary, as a browser would send the form.
      const encoded = new Request('http://render.local/', { method: 'POST', body: config.data });
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      call.body = new Uint8Array(await encoded.arrayBuffer());
    }
    const answer = await input.call(call);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
      request: {},
    };
    // As axios's own adapters settle: success only where the instance says so (200 and 201).
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
