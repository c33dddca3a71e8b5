import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { typeFormValue, type FormValue } from '@contract/rules/form-data-typing';
import { InvalidBooleanError } from '@contract/rules/boolean';
import { refuse, ValidationFailed } from '../lib/http-errors';
import { spacedLowerCase } from '@contract/rules/field-label';
import { ID_KEY, idRangeError } from '@contract/rules/ids';
import { numberFieldsOf, withoutBlankNumbers } from '@contract/validation/form-body';

const INTEGER_TEXT = /^-?\d+$/;

interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Form fields of the request (multipart or urlencoded) typed by the docs/product-rules.md#entities-and-fields rule. */
    form: Record<string, string | number | boolean>;
    /** The same fields untyped: free text such as passwords, names and tokens ("007" must stay "007"). */
    rawForm: Record<string, string>;
    /** Uploaded files, in the order sent. */
    uploads: UploadedFile[];
  }
}

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

type Part = MultipartFile | MultipartValue;

const isUrlEncoded = (type: string | undefined) => /^application\/x-www-form-urlencoded\b/i.test(type ?? '');

/**
 * Every call's body is form data. This turns multipart and urlencoded bodies into one
 * typed field map plus a file list, so routes never see the transport.
 */
export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: 1024 * 1024 });
    await app.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 200, fieldSize: 1024 * 1024 },
    });
    app.decorateRequest('form', null as unknown as Record<string, string | number | boolean>);
    app.decorateRequest('rawForm', null as unknown as Record<string, string>);
    app.decorateRequest('uploads', null as unknown as UploadedFile[]);

    app.addHook('preValidation', async (request) => {
      const fields: [string, string][] = [];
      const files: UploadedFile[] = [];
      const body = request.body;
      if (request.isMultipart() && body && typeof body === 'object') {
        for (const value of Object.values(body as Record<string, Part | Part[]>)) {
          for (const part of Array.isArray(value) ? value : [value]) {
            if (part.type === 'file') {
              const data = await part.toBuffer();
              if (part.filename) files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
            } else {
              fields.push([part.fieldname, typeof part.value === 'string' ? part.value : String((part.value as number | boolean | undefined) ?? '')]);
            }
          }
        }
      } else if (body && typeof body === 'object') {
        for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
          for (const one of Array.isArray(v) ? v : [v]) {
            // A form field is text: a nested object or array (JSON bodies) is no form.
            if (one !== null && typeof one === 'object') throw refuse(400, 'The request could not be understood.');
            fields.push([k, one == null ? '' : String(one)]);
          }
        }
      }
      // PostgreSQL text can never hold a NUL character: a parameter, query value or field with one is no
      // input of ours, whichever route it reaches (found by the fuzz suite at 500 requests per route).
      const values = [...Object.entries(request.query ?? {}), ...Object.entries(request.params ?? {}), ...fields];
      if (values.some(([key, value]) => key.includes('\0') || [value].flat().some((v) => typeof v === 'string' && v.includes('\0')))) {
        throw refuse(400, 'The request could not be understood.');
      }
      // Keys named like built-in object properties (__proto__, constructor, toString…) are never a
      // field of ours: dropped, so they can neither pollute a prototype nor confuse a schema.
      const named = fields.filter(([key]) => !(key in Object.prototype));
      const form: Record<string, FormValue> = {};
      const errors: Record<string, string[]> = {};
      for (const [key, value] of named) {
        try {
          form[key] = typeFormValue(key, value);
        } catch (e) {
          if (!(e instanceof InvalidBooleanError)) throw e;
          errors[key] = [`The ${spacedLowerCase(key)} field must be true or false.`];
        }
      }
      // Every field named like an id, in the body or the query, is bounded here for every route: a form
      // rule that forgets the bound cannot send a number past what a table holds to the database.
      const idFields: [string, unknown][] = [...Object.entries(form), ...Object.entries((request.query ?? {}) as Record<string, unknown>)];
      for (const [key, value] of idFields) {
        if (!ID_KEY.test(key) || errors[key]) continue;
        const id = typeof value === 'string' && INTEGER_TEXT.test(value) ? Number.parseInt(value, 10) : value;
        const problem = typeof id === 'number' ? idRangeError(spacedLowerCase(key), id) : null;
        if (problem) errors[key] = [problem];
      }
      if (Object.keys(errors).length) throw new ValidationFailed(errors);
      request.form = form;
      request.rawForm = Object.fromEntries(named);
      // A form's body, as the route's schema sees it: one text per field, files apart.
      // A POST without any body is an empty form.
      if (request.isMultipart() || isUrlEncoded(request.headers['content-type']) || request.body === undefined)
        request.body = withoutBlankNumbers(request.rawForm, numberFieldsOf(request.routeOptions.schema?.body));
      request.uploads = files;
    });
  },
  { name: 'form-body' },
);
