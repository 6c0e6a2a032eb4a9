import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { renderAdjustmentNote } from './render-adjustment-note.ts';
import { readReturn } from './return-guards.ts';
import { type ReturnAction, returnScope } from './returns.policy.ts';
import { findAdjustmentNote, findReturnLines } from './returns.repository.ts';

export interface NoteFile {
  filename: string;
  body: Buffer;
}

/** A received return's adjustment note as a PDF: the partner's company's, or any for staff; else 404. */
export async function getAdjustmentNotePdf(
  db: Db,
  principal: Principal,
  id: string,
  as: ReturnAction,
): Promise<NoteFile> {
  const scope = returnScope(principal, as);
  assertAllowed(scope.rows !== 'none');
  const row = await readReturn(db, scope, id);
  const note = await findAdjustmentNote(db, id);
  if (!note) throw notFound('Adjustment note');
  const body = await renderAdjustmentNote(row, await findReturnLines(db, [id]), note);
  return { filename: `adjustment-note-${note.number}.pdf`, body };
}
