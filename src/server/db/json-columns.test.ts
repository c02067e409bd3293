import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonColumns, readJson } from './json-columns';
import { logger } from '../logger';

const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
beforeEach(() => warn.mockClear());

describe('readJson', () => {
  it('reads a value as SQLite (text) and PostgreSQL (parsed) return it', () => {
    expect(readJson(jsonColumns.postTags, '["SEO","Local SEO"]')).toEqual(['SEO', 'Local SEO']);
    expect(readJson(jsonColumns.postTags, ['SEO'])).toEqual(['SEO']);
    expect(readJson(jsonColumns.postTags, null)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a row its schema refuses as the default, with a log line naming column, row and problem', () => {
    expect(readJson(jsonColumns.serviceFaq, '[{"question":"Q"}]', 'seo')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ column: 'service_details.faq', rowId: 'seo', path: '0.answer' }),
      'service_details.faq holds a value its schema refuses; read as empty',
    );
  });

  it('reads invalid JSON as the default, with a log line', () => {
    expect(readJson(jsonColumns.utm, '{"utm_source":', 'e1')).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      { column: 'form_submissions.utm', rowId: 'e1' },
      'form_submissions.utm holds invalid JSON; read as empty',
    );
  });
});
