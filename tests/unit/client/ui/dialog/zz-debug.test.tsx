import { render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { it } from 'vitest';

it('debug', async () => {
  render(<Dialog open fullScreen>hi</Dialog>);
  const s = getComputedStyle(screen.getByRole('dialog'));
  console.log('LOG', JSON.stringify([s.getPropertyValue('border-radius'), s.borderTopLeftRadius, s.borderRadius, s.margin, s.maxWidth]));
  const { container } = render(<Dialog open>hi2</Dialog>);
  void container;
  const s2 = getComputedStyle(screen.getAllByRole('dialog')[1]!);
  console.log('LOG', JSON.stringify([s2.getPropertyValue('border-radius'), s2.borderTopLeftRadius, s2.borderRadius]));
});
