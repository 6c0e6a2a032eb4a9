import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  QUICK_ORDER_FILE_MAX_BYTES,
  QUICK_ORDER_TEXT_MAX_CHARS,
  quickOrderCheckResultSchema,
  quickOrderCheckSchema,
  quickOrderUploadFieldsSchema,
  rolesThatMay,
} from '@party/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { receiveTextFile, type TextFileRules } from '../../http/multipart-upload.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { checkQuickOrder } from './check-quick-order.ts';

// A viewer does not shop (docs/product/company-accounts.md, Roles), so neither checks a quick order.
const shoppers = access.company(...rolesThatMay('shop'));

/** The JSON body: the text's characters, escaped (a tab or a newline is two), with room for the rest. */
const JSON_MAX_BYTES = QUICK_ORDER_TEXT_MAX_CHARS + 64 * 1024;
/** The form around the file: its boundaries and headers. */
const FORM_MAX_BYTES = QUICK_ORDER_FILE_MAX_BYTES + 16 * 1024;

const tooLargeText =
  'Paste up to 500 lines (200,000 characters) at once, or upload them as a CSV file of up to 1 MB.';
const csvRules: TextFileRules = {
  maxBytes: QUICK_ORDER_FILE_MAX_BYTES,
  extensions: ['.csv', '.txt', '.tsv'],
  messages: {
    notMultipart: 'Upload the CSV file as multipart/form-data, or send the lines as JSON.',
    tooLarge: 'The file is larger than 1 MB. A quick order CSV holds up to 500 lines: SKU and quantity.',
    oneFile: 'Upload one CSV file at a time.',
    wrongType: (name) => `${name} is not a CSV file. Save it from your spreadsheet as "CSV UTF-8" (.csv).`,
    notText: (name) => `${name} is empty or not text. Save it from your spreadsheet as "CSV UTF-8" (.csv).`,
  },
};

/**
 * Refused before a byte of the body is read when its declared length is over the route's limit: the
 * answer names what fits (a body sent without a length meets the same limits while it is read).
 */
async function refuseOversized(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  // The multipart parser has not run yet: the declared type tells a form from JSON.
  const form = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
  if (length <= (form ? FORM_MAX_BYTES : JSON_MAX_BYTES)) return;
  // The unread body is dropped, so the client can finish sending and read the answer.
  request.raw.resume();
  throw new AppError('PAYLOAD_TOO_LARGE', form ? csvRules.messages.tooLarge : tooLargeText);
}

/** The upload's text: the one file, and no other field (the form's contract has none). */
async function uploadedCsv(request: FastifyRequest): Promise<string> {
  const { fields, file } = await receiveTextFile(request, csvRules);
  if (!quickOrderUploadFieldsSchema.safeParse(fields).success) {
    const names = Object.keys(fields);
    throw badRequest(`Unknown field: ${names.join(', ')}. Send only the CSV file.`, {
      [names[0]!]: 'Unknown field',
    });
  }
  if (!file) throw badRequest('Choose a CSV file to upload.', { file: 'Choose a CSV file' });
  return file.text;
}

/** Quick order (docs/product/wholesale-buying.md, "Quick order"): checking pasted or uploaded lines. */
export const partnerQuickOrderRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  // Multipart only inside this plugin (the CSV upload); every other route keeps refusing it (415).
  await app.register(fastifyMultipart);

  app.post(
    '/api/partner/quick-order/check',
    {
      bodyLimit: JSON_MAX_BYTES,
      preParsing: async (request) => refuseOversized(request),
      config: {
        access: shoppers,
        multipart: quickOrderUploadFieldsSchema,
        maxStringLength: QUICK_ORDER_TEXT_MAX_CHARS,
      },
      schema: {
        summary: 'Check quick-order lines (JSON text, or a CSV file as multipart/form-data); changes nothing',
        consumes: ['application/json', 'multipart/form-data'],
        // None for a multipart request: its file is read below.
        body: quickOrderCheckSchema.nullish(),
        response: { 200: quickOrderCheckResultSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      if (request.isMultipart())
        return checkQuickOrder(database.db, principal, { csv: await uploadedCsv(request) });
      if (!request.body)
        throw badRequest('Send the lines as JSON { "text": "SKU quantity" }, or upload a CSV file.');
      return checkQuickOrder(database.db, principal, { text: request.body.text });
    },
  );
};
