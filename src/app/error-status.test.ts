import { SearchParamError, notFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { describeError, isExpectedStatus, statusOf } from './error-status';

describe('describeError', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
  ])('labels %i as %s and does not report it', (status, label) => {
    const description = describeError(new ApiError(status, 'x'));
    expect(description.status).toBe(status);
    expect(description.label.message).toBe(label);
    expect(description.report).toBe(false);
  });

  it.each([402, 405, 409, 429, 500, 503])('labels %i as Unknown Error and reports it', (status) => {
    const description = describeError(new ApiError(status, 'x', { detail: 'why' }));
    expect(description.status).toBe(status);
    expect(description.label.message).toBe('Unknown Error');
    expect(description.report).toBe(true);
    expect(description.data).toEqual({ detail: 'why' });
  });

  it('gives no status for an error that is not an HTTP or routing error, and reports it', () => {
    const description = describeError(new TypeError('boom'));
    expect(description.status).toBeUndefined();
    expect(description.label.message).toBe('Unknown Error');
    expect(description.report).toBe(true);
  });

  it.each([
    [new ApiError(400, 'Bad Request'), 'bad-link'],
    [new ApiError(403, 'Forbidden'), 'bad-link'],
    [new ApiError(401, 'Unauthorized'), 'not-recognised'],
    [notFound(), 'not-found'],
    [new ApiError(503, 'Network Error', { detail: 'Network request failed. Please check your connection and try again.' }), 'offline'],
    [new ApiError(503, 'Service Unavailable'), 'unexpected'],
    [new ApiError(500, 'Internal Server Error'), 'unexpected'],
    [new TypeError('boom'), 'unexpected'],
  ])('tells the candidate what happened to %s: %s', (error, advice) => {
    expect(describeError(error).advice).toBe(advice);
  });

  it('reads a bad query as 400 and a not-found as 404', () => {
    expect(statusOf(new SearchParamError('no guid'))).toBe(400);
    expect(statusOf(notFound())).toBe(404);
    expect(isExpectedStatus(undefined)).toBe(false);
  });
});
