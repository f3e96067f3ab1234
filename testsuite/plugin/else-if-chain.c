/* A chain of sixteen else-ifs on the results of calls (strcmp (...) == 0,
   as in TSVC's set-up) before loops: the conditions known where a loop
   is entered are != comparisons, each a union of two pieces, which
   doubled the pieces of its context at every one (2^15 for the last
   loop; 48 s of compile time and isl's operation budget exhausted).
   What is known at the entry now leaves != out, and every loop is a
   SCoP.  Each is a SCoP of its own: a merge of two nests in different
   branches stood for the first alone, and the other fifteen were
   neither reported nor optimised.  */
/* { dg-do compile } */
/* { dg-options "-O3" } */

extern int differs (const char *, const char *);
float a[1000], b[1000];

void
init (const char *name)
{
  if (!differs (name, "0"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 1;
  else if (!differs (name, "1"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 2;
  else if (!differs (name, "2"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 3;
  else if (!differs (name, "3"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 4;
  else if (!differs (name, "4"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 5;
  else if (!differs (name, "5"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 6;
  else if (!differs (name, "6"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 7;
  else if (!differs (name, "7"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 8;
  else if (!differs (name, "8"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 9;
  else if (!differs (name, "9"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 10;
  else if (!differs (name, "10"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 11;
  else if (!differs (name, "11"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 12;
  else if (!differs (name, "12"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 13;
  else if (!differs (name, "13"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 14;
  else if (!differs (name, "14"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 15;
  else if (!differs (name, "15"))
    for (int i = 0; i < 1000; i++)
      a[i] = b[i] * 16;
}

/* { dg-final { scan-remarks-not "budget exhausted" } } */
/* { dg-final { scan-remarks {:65:[0-9]+: note: polyhedral: found SCoP: 1 loops, 1 statements} } } */
/* { dg-final { scan-remarks-times {note: polyhedral: found SCoP: 1 loops, 1 statements} 16 } } */
