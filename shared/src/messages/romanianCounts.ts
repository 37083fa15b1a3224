// Romanian puts "de" between a number and its noun from twenty on ("20 de rezultate", "3 rezultate",
// "101 rezultate", "120 de rezultate"): whenever the number's last two digits are 00 or 20-99.

/** "1 rezultat", "3 rezultate", "20 de rezultate". */
export function romanianCount(count: number, one: string, many: string): string {
  if (count === 1) return `1 ${one}`;
  const lastTwo = count % 100;
  return count >= 20 && (lastTwo === 0 || lastTwo >= 20) ? `${count} de ${many}` : `${count} ${many}`;
}
