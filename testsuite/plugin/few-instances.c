/* A SCoP whose bounds, known when compiling, let it run fewer statement
   instances than min-instances (1024) keeps its code, before its
   dependences are computed: 30 x 30 walked down the columns runs 900.
   The same nest at 40 x 40 (1600) is interchanged.  */
/* { dg-do compile } */
/* { dg-options "-O3" } */

void
small (double (*c)[30], const double (*a)[30])
{
  for (int j = 0; j < 30; j++)
    for (int i = 0; i < 30; i++)
      c[i][j] = 2 * a[i][j];
}

void
large (double (*c)[40], const double (*a)[40])
{
  for (int j = 0; j < 40; j++)
    for (int i = 0; i < 40; i++)
      c[i][j] = 2 * a[i][j];
}

/* { dg-final { scan-remarks {:11:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change: the original schedule is kept \(it runs at most 900 statement instances\)$} } } */
/* { dg-final { scan-remarks {:19:[0-9]+: optimized: polyhedral: SCoP interchanged} } } */
