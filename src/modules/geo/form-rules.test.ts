import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addressLineProblem,
  autoAddressProblem,
  cnpjProblem,
  cpfProblem,
  isEmailAddress,
  isPoBox,
  MAX_EMAIL,
  isPoBoxAddress,
  phoneTextProblem,
  poBoxProblem,
  taxIdProblem,
} from './form-rules.ts';

describe('the checkout form rules (spec section 5, Catalogue messages)', () => {
  it('takes digits, spaces and + - ( ) . / in a phone, nothing else (S5-43)', () => {
    expect(phoneTextProblem('+1 (201) 555-0123')).toBeNull();
    expect(phoneTextProblem('030/123.456')).toBeNull();
    expect(phoneTextProblem('201a555')).toBe('error.phone_characters');
    expect(phoneTextProblem('201#555')).toBe('error.phone_characters');
  });

  it('takes a phone of at most 30 characters (S5-44)', () => {
    expect(phoneTextProblem('1'.repeat(30))).toBeNull();
    expect(phoneTextProblem('1'.repeat(31))).toBe('error.phone_too_long');
  });

  it('takes 4 to 200 characters in the address search box (S5-45)', () => {
    expect(autoAddressProblem('abc')).toBe('error.auto_address_length');
    expect(autoAddressProblem('  abc  ')).toBe('error.auto_address_length');
    expect(autoAddressProblem('abcd')).toBeNull();
    expect(autoAddressProblem('a'.repeat(200))).toBeNull();
    expect(autoAddressProblem('a'.repeat(201))).toBe('error.auto_address_length');
  });

  it('takes a first address line of at most 255 characters (S5-46)', () => {
    expect(addressLineProblem('a'.repeat(255))).toBeNull();
    expect(addressLineProblem('a'.repeat(256))).toBe('error.address1_too_long');
  });

  it('takes a CPF of 11 digits (S5-47)', () => {
    expect(cpfProblem('1234567890')).toBe('error.cpf_invalid');
    expect(cpfProblem('12345678901')).toBeNull();
    expect(cpfProblem('123.456.789-01')).toBeNull();
    expect(cpfProblem('123456789012')).toBe('error.cpf_invalid');
    expect(cpfProblem('1234567890a')).toBe('error.cpf_invalid');
  });

  it('takes a CNPJ of 14 digits (S5-48)', () => {
    expect(cnpjProblem('1'.repeat(13))).toBe('error.cnpj_invalid');
    expect(cnpjProblem('1'.repeat(14))).toBeNull();
    expect(cnpjProblem('12.345.678/0001-95')).toBeNull();
  });

  it('tells a CPF from a CNPJ by its length unless told', () => {
    expect(taxIdProblem('1234567890')).toBe('error.cpf_invalid');
    expect(taxIdProblem('12345678901')).toBeNull();
    expect(taxIdProblem('1'.repeat(13))).toBe('error.cnpj_invalid');
    expect(taxIdProblem('1'.repeat(14))).toBeNull();
    expect(taxIdProblem('12345678901', 'cnpj')).toBe('error.cnpj_invalid');
  });

  it('finds PO boxes, not streets that merely look alike (S5-57)', () => {
    for (const line of [
      'PO Box 123',
      'P.O. Box 9',
      'p o box 77',
      'POBox 12',
      'POB 45',
      'Post Office Box 3',
      'Postfach 10 20 30',
      'Boîte postale 12',
      'Apartado de correos 5',
      'Caixa Postal 100',
      'ת.ד. 1234',
    ]) {
      expect(isPoBox(line), line).toBe(true);
    }
    for (const line of ['12 Hippo Box Lane', 'Pobrezna 4', '5 Boxer Road', 'Postweg 3', 'Apt 4']) {
      expect(isPoBox(line), line).toBe(false);
    }
  });

  it('refuses a PO box only when the shipping method forbids them (S5-57)', () => {
    expect(poBoxProblem(['PO Box 123', undefined], true)).toBe('error.po_box');
    expect(poBoxProblem(['1 Main St', 'PO Box 123'], true)).toBe('error.po_box');
    expect(poBoxProblem(['PO Box 123'], false)).toBeNull();
    expect(poBoxProblem(['1 Main St'], true)).toBeNull();
    expect(isPoBoxAddress({ address1: '1 Main St', address2: 'P.O. Box 7' })).toBe(true);
    expect(isPoBoxAddress({ address1: '1 Main St' })).toBe(false);
  });
});

describe('e-mail addresses, as every form and the server check them', () => {
  it('takes an address with spaces around it and refuses what is not one', () => {
    expect(isEmailAddress(' ada@example.com ')).toBe(true);
    expect(isEmailAddress("o'neil+shop@mail.example.co.uk")).toBe(true);
    for (const bad of [
      'ada',
      'ada@',
      'ada@example',
      '@example.com',
      'a b@example.com',
      'ada@@example.com',
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
    expect(isEmailAddress(`${'a'.repeat(MAX_EMAIL)}@example.com`)).toBe(false);
  });

  it('is the rule Zod applies on the server', () => {
    for (const value of [
      'ada@example.com',
      'ada@example',
      'x.y+z@sub.example.org',
      'a..b@example.com',
    ]) {
      expect(isEmailAddress(value), value).toBe(z.email().safeParse(value).success);
    }
  });
});
