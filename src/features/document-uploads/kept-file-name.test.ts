import { describe, expect, it } from 'vitest';
import { uploadedDocument } from '../../../domain/testing/uploaded-document';
import { keptFileNames } from './kept-file-name';

describe('keptFileNames', () => {
  it('shows each file by its own name', () => {
    const front = uploadedDocument('driving-licence', { file_name: 'front.jpg' });
    const back = uploadedDocument('driving-licence', { file_name: 'back.jpg' });
    expect([...keptFileNames([front, back], 'Driving licence').values()]).toEqual(['front.jpg', 'back.jpg']);
  });

  it('numbers files that share a name, or have none, so two of one type are told apart', () => {
    const uploads = [
      uploadedDocument('payslip', { file_name: 'scan.pdf' }),
      uploadedDocument('payslip', { file_name: 'scan.pdf' }),
      uploadedDocument('payslip', { file_name: null }),
      uploadedDocument('payslip', { file_name: null }),
      uploadedDocument('payslip', { file_name: 'march.pdf' }),
    ];
    expect([...keptFileNames(uploads, 'Payslip').values()]).toEqual(['scan.pdf (1)', 'scan.pdf (2)', 'Payslip (1)', 'Payslip (2)', 'march.pdf']);
  });
});
