import type { ApiPropertyOptions } from '@nestjs/swagger';

/** How the API documents an `UprightTurn`. */
export const UPRIGHT_TURN_PROPERTY: ApiPropertyOptions = {
  enum: [0, 180],
  description: 'Degrees the photo is turned to stand upright (180: photographed upside down)',
};
