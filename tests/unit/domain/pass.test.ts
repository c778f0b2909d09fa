import { describe, expect, it } from 'vitest';
import { base64UrlBytes, passVerdict, readPassClaims, type PassClaims } from '../../../src/domain/pass';

const start = Date.parse('2026-05-04T10:00:00Z') / 1000;
const claims: PassClaims = {
  rid: 7,
  lot: 3,
  place: 'Ștefan-12',
  registration: 'B123ABC',
  start,
  end: start + 3600,
  iat: start - 60,
};
const at = (iso: string) => Date.parse(iso);

describe('passVerdict', () => {
  it.each<[string, string, readonly number[] | undefined, ReturnType<typeof passVerdict>]>([
    ['a second before its start', '2026-05-04T09:59:59Z', [3], 'not_yet'],
    ['at its start', '2026-05-04T10:00:00Z', [3], 'valid'],
    ['a second before its end', '2026-05-04T10:59:59Z', [3, 9], 'valid'],
    ['at its end', '2026-05-04T11:00:00Z', [3], 'ended'],
    ['on another owner’s lot, even in its time', '2026-05-04T10:30:00Z', [4, 5], 'other_lot'],
    ['on another lot after its end', '2026-05-04T12:00:00Z', [], 'other_lot'],
    ['when the owner’s lots are unknown', '2026-05-04T10:30:00Z', undefined, 'valid'],
  ])('judges a pass %s', (_, now, lots, expected) => {
    expect(passVerdict(claims, at(now), lots)).toBe(expected);
  });
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readPassClaims', () => {
  it('reads the payload of a compact JWS, UTF-8 included, without checking the signature', () => {
    expect(readPassClaims(`${encode({ alg: 'EdDSA' })}.${encode(claims)}.c2ln`)).toEqual(claims);
  });

  it.each([
    ['not three parts', `${encode(claims)}.c2ln`],
    ['a payload that is not base64url', `e30.${encode(claims)}+.c2ln`],
    ['a payload that is not JSON', `e30.${Buffer.from('nope').toString('base64url')}.c2ln`],
    ['claims missing the lot', `e30.${encode({ ...claims, lot: undefined })}.c2ln`],
    ['times as text', `e30.${encode({ ...claims, start: '2026-05-04 10:00:00' })}.c2ln`],
  ])('answers nothing for %s', (_, token) => {
    expect(readPassClaims(token)).toBeUndefined();
  });
});

describe('base64UrlBytes', () => {
  it('decodes unpadded base64url and refuses other alphabets and impossible lengths', () => {
    expect(base64UrlBytes('_-8')).toEqual(new Uint8Array([0xff, 0xef]));
    expect(base64UrlBytes('')).toEqual(new Uint8Array([]));
    expect(base64UrlBytes('ab/c')).toBeUndefined();
    expect(base64UrlBytes('abcde')).toBeUndefined();
  });
});
