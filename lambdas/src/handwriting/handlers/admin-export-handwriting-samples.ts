import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { exportSamples } from '#handwriting/data/handwriting-samples';

/** A page of the handwritten letters given, oldest first, with no account id: to train and measure the recognizer. */
export const handler = httpHandler(api.adminExportHandwritingSamples, async ({ body }) => ({ message: 'handwriting_samples_exported', data: await exportSamples(body.after) }));
