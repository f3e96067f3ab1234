/* Differences of GCC's internal API between the GCC versions the plugin
   builds for (Debian's gcc-12, the default, and gcc-11: `make GCC=gcc-11',
   docs/install.md), hidden here so that the other files are written for
   GCC 12 only.  Each shim names the versions it covers; GCC 12 itself goes
   straight to GCC's own API.

   model/region.h includes it, after the GCC headers of the file.  A shim is
   only there if the file included what it needs: cfgloop.h for the loops,
   value-query.h and ssa.h for the ranges.  */

#ifndef POLYHEDRAL_SUPPORT_COMPAT_H
#define POLYHEDRAL_SUPPORT_COMPAT_H

/* The major version of the GCC whose plugin headers these are (not of
   the compiler that compiles the plugin, ansidecl.h's GCC_VERSION).
   bversion.h has no static data, unlike plugin-version.h.  */
#include "bversion.h"
#define PH_GCC_MAJOR BUILDING_GCC_MAJOR

#if PH_GCC_MAJOR < 11
#error "polyhedral builds for GCC 11 and GCC 12"
#endif

/* for (class loop *l : loops_list (fun, flags)): the loops of FUN in the
   order of FLAGS (LI_*), loops removed during the walk skipped.
   GCC 12 has the class; GCC 11 only the macros FOR_EACH_LOOP_FN (and
   FOR_EACH_LOOP), over the same loop_iterator, which visits the same
   loops in the same order.  This class is that iterator as a range.  */
#if PH_GCC_MAJOR < 12 && defined (GCC_CFGLOOP_H)
class loops_list
{
public:
  /* loop_iterator's constructor stores the first loop into M_LOOP.  */
  loops_list (function *fn, unsigned flags) : m_iter (fn, &m_loop, flags) {}

  class iterator
  {
  public:
    explicit iterator (loops_list *list) : m_list (list) {}
    class loop *operator* () const { return m_list->m_loop; }
    iterator &operator++ ()
    {
      m_list->m_loop = m_list->m_iter.next ();
      return *this;
    }
    /* Only for the test of a range-based for: the walk is at its end
       when no loop is left.  */
    bool operator!= (const iterator &) const
    {
      return m_list->m_loop != NULL;
    }

  private:
    loops_list *m_list;
  };

  iterator begin () { return iterator (this); }
  iterator end () { return iterator (this); }

private:
  class loop *m_loop;		/* Declared before M_ITER, which sets it.  */
  loop_iterator m_iter;
};
#endif

/* ph_global_range (R, NAME): the global range GCC knows for the SSA name
   NAME, from what VRP and IPA-CP recorded (SSA_NAME_RANGE_INFO,
   SSA_NAME_PTR_INFO), in R: varying if nothing was recorded, undefined
   for a variable never set.  False when ranges do not cover NAME's type
   (neither integer nor pointer).
   GCC 12: get_global_range_query ()->range_of_expr.
   GCC 11: no global range query, but get_range_info and get_ptr_nonnull
   read the same records; around them, the rules of GCC 12's
   get_range_global (value-query.cc), which that query applies to an SSA
   name: a local variable's default definition is undefined, a parameter's
   is what was recorded for it (a pointer: not null if declared nonnull),
   a pointer is at most "not null".  */
#if PH_GCC_MAJOR >= 12
#ifdef GCC_QUERY_H
static inline bool
ph_global_range (irange &r, tree name)
{
  return get_global_range_query ()->range_of_expr (r, name);
}
#endif
#elif defined (GCC_TREE_SSANAMES_H)
static inline bool
ph_global_range (irange &r, tree name)
{
  tree type = TREE_TYPE (name);

  if (TREE_CODE (name) != SSA_NAME || !irange::supports_type_p (type))
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    {
      tree sym = SSA_NAME_VAR (name);
      if (TREE_CODE (sym) == PARM_DECL)
	{
	  if (POINTER_TYPE_P (type)
	      && ((cfun && nonnull_arg_p (sym)) || get_ptr_nonnull (name)))
	    r.set_nonzero (type);
	  else if (INTEGRAL_TYPE_P (type))
	    {
	      get_range_info (name, r);
	      if (r.undefined_p ())
		r.set_varying (type);
	    }
	  else
	    r.set_varying (type);
	}
      else if (TREE_CODE (sym) != RESULT_DECL)
	r.set_undefined ();
      else
	r.set_varying (type);
    }
  else if (!POINTER_TYPE_P (type) && SSA_NAME_RANGE_INFO (name))
    {
      get_range_info (name, r);
      if (r.undefined_p ())
	r.set_varying (type);
    }
  else if (POINTER_TYPE_P (type) && SSA_NAME_PTR_INFO (name)
	   && get_ptr_nonnull (name))
    r.set_nonzero (type);
  else
    r.set_varying (type);
  return true;
}
#endif

#endif
