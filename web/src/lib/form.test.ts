import { describe, expect, it } from 'vitest';
import { createProductBody } from '@contract/products';
import { detailErrors, validate } from '@/lib/form';

describe('validate with a shared schema', () => {
  it('keys messages by dotted path, first message per field', () => {
    const result = validate(createProductBody, { price: '-3', phone_details: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.price).toBe('Price must be more than 0.');
    expect(result.errors['phone_details.phone_name']).toBe('Phone name is required.');
    expect(result.errors.category_name).toMatch(/Choose a category/);
  });

  it('returns the parsed value (numbers coerced, text trimmed)', () => {
    const result = validate(createProductBody, {
      category_name: 'samsung',
      condition_type: 'good',
      mobile_number: '+880 1712-345678',
      location: ' Dhaka ',
      description: 'Fine',
      purchase_year: '2022',
      price: '41000',
      used_duration: '2 years',
      phone_details: { phone_name: 'Galaxy S22', phone_img: '/api/images/x-1200.webp', phone_ram: '8/256', phone_camera: '50 MP', phone_processor: 'SD 8' },
    });
    expect(result.ok && result.value).toMatchObject({ price: 41000, purchase_year: 2022, location: 'Dhaka', mobile_number: '+8801712345678' });
  });
});

describe('detailErrors', () => {
  it('maps the API details to field errors', () => {
    expect(detailErrors([{ path: 'price', message: 'Price is too high.' }])).toEqual({ price: 'Price is too high.' });
  });
});
