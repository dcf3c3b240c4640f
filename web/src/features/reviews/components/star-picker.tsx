import { useId, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { visuallyHidden } from '@/components/visually-hidden';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarPickerProps {
  /** 0 while none is picked. */
  value: number;
  onChange: (stars: number) => void;
  /** Gets the first star's input, so a form can move focus to the field it finds invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One to five stars as a native radio group ("1 Star" … "5 Stars"): arrow keys move between them,
 * a click or a tap on a star picks it, and hovering previews it. Native inputs rather than MUI's
 * Rating, which keeps each radio checked through its own re-render in the middle of the click and
 * so loses the pick under Preact (the production build, vite.config.ts).
 */
export function StarPicker({ value, onChange, inputRef }: StarPickerProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <Box sx={{ display: 'inline-flex' }} onMouseLeave={() => setHovered(0)}>
      {STARS.map((stars) => {
        const id = `${name}-${stars}`;
        const Icon = stars <= shown ? StarIcon : StarBorderIcon;
        return (
          <Box key={stars} sx={{ position: 'relative' }}>
            <Box
              component="input"
              type="radio"
              id={id}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              ref={stars === 1 ? inputRef : undefined}
              sx={{ ...visuallyHidden, '&:focus-visible + label': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 1 } }}
            />
            <Box
              component="label"
              htmlFor={id}
              onMouseEnter={() => setHovered(stars)}
              sx={{ display: 'flex', cursor: 'pointer', color: stars <= shown ? '#f59e0b' : 'text.secondary', p: 0.25 }}
            >
              <Icon aria-hidden="true" sx={{ fontSize: 32 }} />
              <Box component="span" sx={visuallyHidden}>
                {stars === 1 ? '1 Star' : `${stars} Stars`}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
