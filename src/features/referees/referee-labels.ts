/** The labels of the referee lists (spec 001 §3): relationships and lengths of acquaintance, in the reader's language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AcquaintanceLength, Relationship } from '../../../domain/referees/options';

export const RELATIONSHIP_LABELS: Record<Relationship, MessageDescriptor> = {
  manager: msg`Current manager or supervisor`,
  previous_manager: msg`Previous manager or supervisor`,
  mentor: msg`Mentor or project lead`,
  tertiary_education_professor: msg`Tertiary education professor`,
  peer: msg`Peer`,
  direct: msg`Direct report`,
  personal: msg`Personal`,
  client: msg`Client`,
  colleague: msg`Colleague`,
  other: msg`Other`,
};

export const ACQUAINTANCE_LABELS: Record<AcquaintanceLength, MessageDescriptor> = {
  1: msg`Less than 1 year`,
  2: msg`1 - 3 years`,
  3: msg`3 - 5 years`,
  4: msg`More than 5 years`,
};
