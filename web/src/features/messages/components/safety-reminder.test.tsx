import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SAFETY_REMINDER } from '@contract/conversations';
import { renderScreen } from '@/testing/render';
import { SafetyReminder } from '@/features/messages/components/safety-reminder';

describe('SafetyReminder', () => {
  it("says the contract's reminder word for word in English", () => {
    renderScreen(<SafetyReminder />);
    expect(screen.getByRole('note', { name: 'Safety reminder' }).textContent).toBe(MESSAGE_SAFETY_REMINDER);
  });
});
