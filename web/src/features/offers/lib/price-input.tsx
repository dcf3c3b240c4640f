import InputAdornment from '@mui/material/InputAdornment';

/** A price field's input: typed on a phone's number pad, with the ৳ sign before it. */
export const PRICE_INPUT = {
  htmlInput: { inputMode: 'numeric' },
  input: { startAdornment: <InputAdornment position="start">৳</InputAdornment> },
} as const;
